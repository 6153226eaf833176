/** CSS classes (hide-xs …) that hide an item on the screens the navigation model leaves it out of. */
export const hideClasses = (screens: readonly string[]): string => screens.map((screen) => ` hide-${screen}`).join('');
