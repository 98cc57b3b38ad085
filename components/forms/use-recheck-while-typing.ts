'use client';
// A field's error ("… is required") goes away as soon as its value is valid, not only when the field is left.
// The wizards check on blur and on Next (mode 'onBlur'); react-hook-form re-checks on change only after a
// handleSubmit, which they do not use. So every change of a field that shows an error checks that field again.
import { useEffect } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

export function useRecheckWhileTyping<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>) {
  useEffect(() => {
    const { unsubscribe } = form.watch((_values, { name, type }) => {
      if (type !== 'change' || !name) return;
      if (form.getFieldState(name as FieldPath<T>).error) void form.trigger(name as FieldPath<T>);
    });
    return unsubscribe;
  }, [form]);
}
