/** The id of the slot under the services hero's panel for the social-proof notices (SocialProofDock), where the ticker's `watchDock` looks. */
export const socialProofDockId = 'social-proof-dock';
