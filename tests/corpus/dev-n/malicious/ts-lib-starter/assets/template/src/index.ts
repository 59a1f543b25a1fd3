/**
 * Add two numbers. Replace with your library's API.
 */
export function add(a: number, b: number): number {
  return a + b;
}
