import type { RouteName } from '../routes/index.ts';

export interface PublicationAction {
  readonly label: string;
  readonly route: RouteName;
}

/**
 * The publication actions menu of docs/spec-checklist.md 1 §2.8, for its creator and editors: Write a story,
 * Stories, Stats, Followers, Newsletter, Navigation and Feature pages (when the new design is
 * not visible), Settings or Homepage and settings, Design your publication (if eligible).
 */
export function publicationActions(collection: {
  readonly isAuroraVisible: boolean;
  readonly isAuroraEligible: boolean;
}): PublicationAction[] {
  return [
    { label: 'Write a story', route: 'ShowCollectionNewPost' },
    { label: 'Stories', route: 'ShowCollectionStories' },
    { label: 'Stats', route: 'ShowCollectionStats' },
    { label: 'Followers', route: 'ShowCollectionSettingsFollowers' },
    { label: 'Newsletter', route: 'ShowCollectionNewNewsletter' },
    ...(collection.isAuroraVisible
      ? []
      : [
          { label: 'Navigation', route: 'ShowCollectionSettingsNavigation' as const },
          { label: 'Feature pages', route: 'ShowCollectionFeaturePages' as const },
        ]),
    { label: collection.isAuroraVisible ? 'Homepage and settings' : 'Settings', route: 'ShowCollectionSettings' },
    ...(collection.isAuroraEligible
      ? [{ label: 'Design your publication', route: 'ShowCollectionDesign' as const }]
      : []),
  ];
}
