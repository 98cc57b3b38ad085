'use client';
import { useT } from '@/components/i18n/i18n-provider';
// Step 3: what the applicant studies, their sectors of interest and their password. Course and
// semester are asked only for Graduation and Post-Graduation (spec part 2, section 4).
import { useWatch } from 'react-hook-form';
import { FormField, inputClass } from '@/components/ui/form-field';
import { SECTORS, SEMESTER_OPTIONS } from '@/lib/registration/rules';
import type { ApplicantKind } from '@/lib/kernel/applicant-kinds';
import { livePasswordMessage } from '@/lib/accounts/password-rules';
import type { Option } from '../api';
import { checkboxClass, errorOf, type WizardForm } from '../field-helpers';
import { MAX_PASSWORD_BYTES } from '@/lib/accounts/password-rules';
import type { ListState } from '@/components/forms/use-list';
import { ListRetry } from '@/components/forms/list-retry';

type Props = {
  form: WizardForm;
  kind: ApplicantKind;
  categories: Option[];
  streams: Option[];
  courses: { wanted: boolean; loading: boolean; failed?: boolean; retry?(): void; courses: Option[] };
  lists?: { categories: ListState<Option>; streams: ListState<Option> };
};

export function EducationStep({ form, kind, categories, streams, courses, lists }: Props) {
  const t = useT();
  const [course, password] = useWatch({ control: form.control, name: ['course', 'password'] });
  const category = form.register('category');
  const stream = form.register('stream');
  const sectorsError = errorOf(form, 'sectorsOfInterest');
  const noCourses = courses.wanted && !courses.loading && !courses.failed && courses.courses.length === 0;

  return (
    <div className="grid gap-x-4 sm:grid-cols-2">
      <div>
      <FormField label="Category" name="category" error={errorOf(form, 'category')} required>
        {(a) => (
          <select
            {...a}
            {...category}
            onChange={(e) => {
              // A new category clears the course list; the member form also clears stream and semester (spec).
              form.setValue('course', '');
              if (kind === 'member') { form.setValue('stream', ''); form.setValue('semester', ''); }
              return category.onChange(e);
            }}
            className={inputClass(a)}
          >
            <option value="">{t('Select category')}</option>
            {categories.map((c) => <option key={c.id} value={String(c.id)}>{t(c.name)}</option>)}
          </select>
        )}
      </FormField>
      {lists?.categories.status === 'failed' && <ListRetry what="categories" onRetry={lists.categories.retry} />}
      </div>
      <div>
      <FormField label="Stream" name="stream" error={errorOf(form, 'stream')} required>
        {(a) => (
          <select {...a} {...stream} onChange={(e) => { form.setValue('course', ''); return stream.onChange(e); }} className={inputClass(a)}>
            <option value="">{t('Select stream')}</option>
            {streams.map((s) => <option key={s.id} value={String(s.id)}>{t(s.name)}</option>)}
          </select>
        )}
      </FormField>
      {lists?.streams.status === 'failed' && <ListRetry what="streams" onRetry={lists.streams.retry} />}
      </div>
      {courses.wanted && (
        <div>
        <FormField
          label="Course"
          name="course"
          error={errorOf(form, 'course')}
          hint={courses.loading ? t('Loading courses...') : noCourses ? t('No courses found for this category and stream.') : undefined}
          required
        >
          {(a) => (
            <select {...a} {...form.register('course')} disabled={courses.loading || noCourses} className={inputClass(a)}>
              <option value="">{courses.loading ? t('Loading courses...') : t('Select course')}</option>
              {courses.courses.map((c) => <option key={c.id} value={String(c.id)}>{c.name}</option>)}
            </select>
          )}
        </FormField>
        {courses.failed && courses.retry && <ListRetry what="courses" onRetry={courses.retry} />}
        </div>
      )}
      {courses.wanted && course && (
        <FormField label="Semester/Year" name="semester" error={errorOf(form, 'semester')} required>
          {(a) => (
            <select {...a} {...form.register('semester')} className={inputClass(a)}>
              <option value="">{t('Select semester/year')}</option>
              {SEMESTER_OPTIONS.map((s) => <option key={s.value} value={s.value}>{t(s.label)}</option>)}
            </select>
          )}
        </FormField>
      )}
      <fieldset className="mb-2 sm:col-span-2" aria-describedby={sectorsError ? 'field-sectorsOfInterest-error' : undefined}>
        <legend className="mb-2 text-sm font-semibold text-slate-800">
          {t('Sectors of Interest')}<span className="text-red-600" aria-hidden="true"> *</span>
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {SECTORS.map((s) => (
            <label key={s.value} className="flex items-start gap-2 text-sm text-slate-800">
              <input type="checkbox" value={s.value} {...form.register('sectorsOfInterest')} className={checkboxClass} />
              <span>{t(s.label)}</span>
            </label>
          ))}
        </div>
        <p id="field-sectorsOfInterest-error" aria-live="polite" className="mt-1 min-h-[1rem] text-xs font-medium text-red-600">{sectorsError ? t(sectorsError) : ''}</p>
      </fieldset>
      <FormField label="Password" name="password" error={livePasswordMessage(password) ?? errorOf(form, 'password')} required>
        {(a) => <input {...a} {...form.register('password')} type="password" autoComplete="new-password" maxLength={MAX_PASSWORD_BYTES} className={inputClass(a)} />}
      </FormField>
      {password && (
        <FormField label="Confirm Password" name="confirmPassword" error={errorOf(form, 'confirmPassword')} required>
          {(a) => <input {...a} {...form.register('confirmPassword')} type="password" autoComplete="new-password" maxLength={MAX_PASSWORD_BYTES} className={inputClass(a)} />}
        </FormField>
      )}
    </div>
  );
}
