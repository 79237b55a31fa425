// Adapter tests run in Node; nothing global is needed beyond what each suite sets up.
export {};
