// The form's amounts, apart from its schema so the page's script carries no zod.
/** Whole rupees: ₹100 to ₹5,00,000 (the migration's CHECK says the same). */
export const AMOUNT_LIMITS = { min: 100, max: 500_000 } as const;
/** The amounts offered as one tap; any whole rupee amount within the limits may be typed instead. */
export const AMOUNT_CHOICES = [500, 1000, 2500, 5000] as const;
