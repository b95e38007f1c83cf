/** Links in e-mails lead back to the shop the buyer is on (the service accepts only its own origins). */
export const linkHost = () => window.location.origin;
