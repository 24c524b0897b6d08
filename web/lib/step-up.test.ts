import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerStepUpPrompt, requestStepUp } from './step-up';

describe('requestStepUp', () => {
  let unregister = () => {};
  afterEach(() => unregister());

  it('answers false when no prompt is installed', async () => {
    expect(await requestStepUp()).toBe(false);
  });

  it('asks once for however many callers, then asks again next time', async () => {
    let answer: (verified: boolean) => void = () => {};
    const prompt = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    unregister = registerStepUpPrompt(prompt);
    const first = requestStepUp();
    const second = requestStepUp();
    answer(true);
    expect(await Promise.all([first, second])).toEqual([true, true]);
    expect(prompt).toHaveBeenCalledTimes(1);

    const third = requestStepUp();
    answer(false);
    expect(await third).toBe(false);
    expect(prompt).toHaveBeenCalledTimes(2);
  });

  it('treats a failing prompt as left, and forgets a removed one', async () => {
    unregister = registerStepUpPrompt(() => Promise.reject(new Error('no dialog')));
    expect(await requestStepUp()).toBe(false);
    unregister();
    expect(await requestStepUp()).toBe(false);
  });
});
