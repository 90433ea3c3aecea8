/** The contact form island. */
export const contact = {
  'contact.form.title': 'Send us a message',
  'contact.form.firstName': 'First name',
  'contact.form.lastName': 'Last name',
  'contact.form.email': 'Email',
  'contact.form.company': 'Company',
  'contact.form.optional': 'optional',
  'contact.form.message': 'Message',
  'contact.form.messagePlaceholder': 'Tell us about your project or your question',
  'contact.form.submit': 'Send Message',
  'contact.form.sending': 'Sending...',
  'contact.toast.successTitle': 'Message sent successfully!',
  'contact.toast.successBody': "Thank you for your message. We'll get back to you soon!",
  'contact.toast.errorTitle': 'Error sending message',
  'contact.toast.errorBody': 'Please try again later.',
} as const;
