/** Voice agents, calls, voice accounts and numbers. */
export {};
