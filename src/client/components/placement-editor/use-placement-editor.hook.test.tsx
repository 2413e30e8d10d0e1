/**
 * The placement editor's state (issue 20 §5): every change the customer makes stays inside the
 * print area, as the server requires, and the text line comes and goes with its words.
 */
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isInsidePrintArea, type Placement, placedImageBounds, placeImage } from '#shared/placement.ts';
import { normaliseDegrees, usePlacementEditor } from './use-placement-editor.hook.ts';

const start: Placement = { side: 'front', x: 0.5, y: 0.5, scale: 0.5, rotation: 0, crop: 'rectangle' };
const aspect = 4 / 3;
const inside = (p: Placement) => isInsidePrintArea(placedImageBounds(placeImage(p, aspect)));

describe('usePlacementEditor', () => {
  it('moves the artwork but never past the print area edge', () => {
    const { result } = renderHook(() => usePlacementEditor(start, aspect));
    act(() => result.current.moveBy(0.1, 0));
    expect(result.current.placement.x).toBeCloseTo(0.6);
    act(() => result.current.moveBy(5, 5));
    expect(result.current.placement.x).toBeCloseTo(0.75);
    expect(inside(result.current.placement)).toBe(true);
  });

  it('scales up to the largest size that fits at the rotation, and turns within -180..180', () => {
    const { result } = renderHook(() => usePlacementEditor(start, aspect));
    act(() => result.current.rotateBy(30));
    act(() => result.current.setScale(3));
    expect(result.current.placement.scale).toBeCloseTo(result.current.maxScale);
    expect(inside(result.current.placement)).toBe(true);
    act(() => result.current.rotateBy(170));
    expect(result.current.placement.rotation).toBe(-160);
    expect(normaliseDegrees(540)).toBe(-180);
  });

  it('adds the text line with its words, moves it as the active layer, and removes it when emptied', () => {
    const { result } = renderHook(() => usePlacementEditor(start, aspect));
    act(() => result.current.setTextContent('Luna 2026'));
    expect(result.current.placement.text).toMatchObject({ content: 'Luna 2026', font: 'fredoka', x: 0.5, y: 0.9 });
    act(() => result.current.setLayer('text'));
    act(() => result.current.moveBy(0, -0.1));
    expect(result.current.placement.text?.y).toBeCloseTo(0.8);
    expect(result.current.placement.y).toBe(0.5);
    act(() => result.current.setTextContent(''));
    expect(result.current.placement.text).toBeUndefined();
    expect(result.current.layer).toBe('image');
  });

  it('resets to the image as large as fits on the chosen side', () => {
    const { result } = renderHook(() => usePlacementEditor(start, aspect));
    act(() => result.current.setSide('back'));
    act(() => result.current.setCrop('circle'));
    act(() => result.current.reset());
    expect(result.current.placement).toMatchObject({ side: 'back', scale: 1, rotation: 0, crop: 'rectangle', x: 0.5 });
  });
});
