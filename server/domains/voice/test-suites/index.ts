/** Agent test suites: what other areas call (prompt publishing queues an agent's suites on every publish). */
export { queueAgentSuites } from './queue-suites.ts';
