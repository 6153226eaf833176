/** Wrong 6-digit codes a sign-in link may take before its code stops working (the link still works). */
export const MAX_CODE_ATTEMPTS = 5;
