import { vi } from 'vitest';

export interface DrawCall {
  width: number;
  height: number;
  args: unknown[];
}

/**
 * jsdom has no canvas: a 2D context that records each drawImage in `drawn` with the canvas's size, and a toBlob
 * that writes the canvas's size ('256x256') as the file's bytes. Call it in beforeEach; vi.restoreAllMocks()
 * undoes it.
 */
export const stubCanvas = (drawn: DrawCall[]) => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    return {
      drawImage: (...args: unknown[]) => drawn.push({ width: this.width, height: this.height, args }),
    } as unknown as CanvasRenderingContext2D;
  } as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    done: BlobCallback,
    type?: string,
  ) {
    done(new Blob([`${this.width}x${this.height}`], { type }));
  });
};
