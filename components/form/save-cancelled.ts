/** Thrown by a form's `save` the user called off (a confirmation answered "Odustani"): no notice, the form stays open. */
export class SaveCancelled extends Error {
  constructor() {
    super('save cancelled');
    this.name = 'SaveCancelled';
  }
}
