import { MantineProvider, TextInput } from '@mantine/core';
import { act, Profiler, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';

// `patches/@mantine__hooks@9.7.3.patch` (decision 079): Mantine's `useId` keeps React's id
// rather than swapping in a random one in a layout effect after mount, which drew every
// component with an id (inputs, checkboxes, selects, popovers) a second time, synchronously,
// right after it mounted or hydrated: on a drawn list page, one of the phone's longest tasks.

declare global {
  // React's flag for `act` outside a test renderer.
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/** A Mantine input, counting the commits of its tree. */
function input(commits: string[]) {
  return (
    <StrictMode>
      <Profiler id="input" onRender={(_id, phase) => commits.push(phase)}>
        <MantineProvider>
          <TextInput label="Email" />
        </MantineProvider>
      </Profiler>
    </StrictMode>
  );
}

const containers: HTMLElement[] = [];
const container = (html = '') => {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  containers.push(element);
  return element;
};

afterEach(() => {
  for (const element of containers.splice(0)) element.remove();
});

describe("Mantine's useId, patched", () => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;

  it('mounts a component with an id in one commit, its label tied to its input', async () => {
    const commits: string[] = [];
    const element = container();
    await act(async () => createRoot(element).render(input(commits)));
    expect(commits).toEqual(['mount']);
    const field = element.querySelector('input');
    expect(field?.id).toMatch(/^mantine-/);
    expect(element.querySelector('label')?.htmlFor).toBe(field?.id);
  });

  it("hydrates the server's markup in one commit, keeping the server's id", async () => {
    const commits: string[] = [];
    const html = renderToString(input([]));
    const element = container(html);
    const serverId = element.querySelector('input')?.id;
    await act(async () => {
      hydrateRoot(element, input(commits));
    });
    expect(commits).toEqual(['mount']);
    expect(element.querySelector('input')?.id).toBe(serverId);
  });
});
