/** Whether the browser runtime is hydrating the server's document right now (decision 085). */
export const hydration = { active: false };
