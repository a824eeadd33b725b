import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubCanvas, type DrawCall } from '@/testing/fake-canvas';
import { centredSquare, ImageCropDialog, ImageCropMessages } from './image-crop-dialog';

/**
 * jsdom decodes no images and has no canvas: a stand-in Image that "loads" with the size given by the file's
 * name (photo-400x300.png), and a canvas whose drawing calls are recorded.
 */
const drawn: DrawCall[] = [];
class FakeImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  naturalWidth = 0;
  naturalHeight = 0;
  set src(url: string) {
    const size = /(\d+)x(\d+)/.exec(decodeURIComponent(url));
    setTimeout(() => {
      if (!size) return this.onerror?.();
      this.naturalWidth = Number(size[1]);
      this.naturalHeight = Number(size[2]);
      this.onload?.();
    }, 0);
  }
}

beforeEach(() => {
  drawn.length = 0;
  vi.stubGlobal('Image', FakeImage);
  // The object URL carries the file's name so FakeImage can read the size from it.
  vi.spyOn(URL, 'createObjectURL').mockImplementation((f) => `blob:${encodeURIComponent((f as File).name)}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  stubCanvas(drawn);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const Harness = ({ file, onCropped }: { file: File; onCropped: (f: File) => void }) => {
  const [chosen, setChosen] = useState<File | null>(file);
  return (
    <ImageCropDialog
      file={chosen}
      title="Crop your profile picture"
      onCancel={() => setChosen(null)}
      onCropped={(f) => {
        onCropped(f);
        setChosen(null);
      }}
    />
  );
};

describe('ImageCropDialog', () => {
  it('the crop starts as the largest square in the middle of the picture', () => {
    expect(centredSquare(400, 300)).toEqual({ x: 50, y: 0, width: 300, height: 300 });
    expect(centredSquare(300, 500)).toEqual({ x: 0, y: 100, width: 300, height: 300 });
  });

  it('a landscape photo comes out as a square PNG cut from its middle', async () => {
    const cropped: File[] = [];
    render(
      <Harness file={new File(['x'], 'photo-400x300.png', { type: 'image/png' })} onCropped={(f) => cropped.push(f)} />,
    );
    expect(screen.getByRole('dialog', { name: 'Crop your profile picture' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Zoom' })).toBeInTheDocument();
    const use = screen.getByRole('button', { name: 'Use this picture' });
    await waitFor(() => expect(use).toBeEnabled());
    await userEvent.click(use);
    await waitFor(() => expect(cropped).toHaveLength(1));
    expect(drawn).toHaveLength(1);
    expect(drawn[0]!.width).toBe(300);
    expect(drawn[0]!.height).toBe(300);
    // From (50, 0), 300 × 300 of the source, onto the whole 300 × 300 canvas.
    expect(drawn[0]!.args.slice(1)).toEqual([50, 0, 300, 300, 0, 0, 300, 300]);
    expect(cropped[0]!.name).toBe('photo-400x300.png');
    expect(cropped[0]!.type).toBe('image/png');
    // The file holds what the 300 × 300 canvas wrote.
    expect(await readText(cropped[0]!)).toBe('300x300');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a large photo is scaled down to a 512 px square; a JPEG stays a JPEG, a GIF becomes a PNG', async () => {
    const cropped: File[] = [];
    const { unmount } = render(
      <Harness
        file={new File(['x'], 'big-3000x2000.jpeg', { type: 'image/jpeg' })}
        onCropped={(f) => cropped.push(f)}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Use this picture' }));
    await waitFor(() => expect(cropped).toHaveLength(1));
    expect(drawn[0]).toMatchObject({ width: 512, height: 512 });
    expect(drawn[0]!.args.slice(1)).toEqual([500, 0, 2000, 2000, 0, 0, 512, 512]);
    expect(cropped[0]).toMatchObject({ name: 'big-3000x2000.jpg', type: 'image/jpeg' });
    unmount();

    render(
      <Harness file={new File(['x'], 'wave-200x200.gif', { type: 'image/gif' })} onCropped={(f) => cropped.push(f)} />,
    );
    const use = screen.getByRole('button', { name: 'Use this picture' });
    await waitFor(() => expect(use).toBeEnabled());
    await userEvent.click(use);
    await waitFor(() => expect(cropped).toHaveLength(2));
    expect(cropped[1]).toMatchObject({ name: 'wave-200x200.png', type: 'image/png' });
  });

  it('a file that is not a picture says so and cannot be used', async () => {
    render(<Harness file={new File(['%PDF'], 'not-a-picture.png', { type: 'image/png' })} onCropped={() => {}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(ImageCropMessages.unreadable);
    expect(screen.getByRole('button', { name: 'Use this picture' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
