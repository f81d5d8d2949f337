/** Enquiry types of the contact form that most brands offer (spec section 3). */
export const sharedEnquiryTypes = [
  { value: 'Information Request' },
  { value: 'Order-,delivery- or invoice' },
  { value: 'Shipment and Transport' },
  { value: 'Warranty Claims' },
  { value: 'Dealer-Service' },
  { value: 'Suggestion Box and Requests' },
];
