/** The id of the services hero panel's slot for the social-proof notices (SocialProofDock), where the ticker's `watchDock` looks. */
export const socialProofDockId = 'social-proof-dock';
