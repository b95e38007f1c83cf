import { keepEarlyInput, prefetchOnceLoaded, startAtFirstInput } from '../src/first-input/first-input';

// jsdom runs MutationObserver callbacks as microtasks, as browsers do.
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A server-rendered part, as HydrationGate sends it on a page that starts at the first input. */
function renderedPart(): HTMLFieldSetElement {
  document.body.innerHTML = `
    <div id="root">
      <fieldset class="hydration-gate">
        <form data-testid="form"><input name="quantity" value="1" /><button type="submit">Add</button></form>
        <button type="button" data-testid="more">More</button>
        <a href="#elsewhere" data-testid="link">Elsewhere</a>
      </fieldset>
    </div>`;
  return document.querySelector('fieldset')!;
}

/** What React does to a part it has hydrated: handlers on its controls, then HydrationGate's mark. */
function hydrate(gate: HTMLFieldSetElement, handlers: { click?: () => void; submit?: () => void; input?: () => void }) {
  if (handlers.click) gate.querySelector('[data-testid="more"]')!.addEventListener('click', handlers.click);
  if (handlers.submit)
    gate.querySelector('form')!.addEventListener('submit', (e) => (e.preventDefault(), handlers.submit!()));
  if (handlers.input) gate.querySelector('input')!.addEventListener('input', handlers.input);
  gate.dataset.hydrated = '';
  appStarted();
}

/** What the shell says once it has started and every remote slot shows its remote. */
function appStarted() {
  document.documentElement.dataset.shell = 'started';
  document.documentElement.dataset.remotes = 'ready';
}

/**
 * A hydrated part's button the server sent disabled (add to cart before mf-cart), tapped before the app
 * has started: a disabled button gets no click event, only the pointer's.
 */
function tappedWhileDisabled(): HTMLButtonElement {
  const gate = renderedPart();
  gate.dataset.hydrated = '';
  const button = gate.querySelector<HTMLButtonElement>('[data-testid="more"]')!;
  button.disabled = true;
  stop = keepEarlyInput();
  button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  button.dispatchEvent(new Event('pointerup', { bubbles: true }));
  return button;
}

let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  document.body.innerHTML = '';
  delete document.documentElement.dataset.shell;
  delete document.documentElement.dataset.remotes;
});

describe('the buyer acting before a part has hydrated', () => {
  it('makes a click on a control again once its part has hydrated, and once only', async () => {
    const gate = renderedPart();
    stop = keepEarlyInput();
    const more = gate.querySelector<HTMLButtonElement>('[data-testid="more"]')!;
    more.click();
    expect(more.dataset.clickWaits).toBe('');
    const clicks = jest.fn();
    hydrate(gate, { click: clicks });
    await settled();
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(more.dataset.clickWaits).toBeUndefined();
    gate.dataset.hydrated = 'again';
    await settled();
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('keeps a click from the unhydrated markup: no handler of the page sees it and no form is sent', () => {
    const gate = renderedPart();
    stop = keepEarlyInput();
    const sent = jest.fn((event: Event) => event.preventDefault());
    gate.querySelector('form')!.addEventListener('submit', sent);
    gate.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    expect(sent).not.toHaveBeenCalled();
  });

  it('sends a form sent before again once its part has hydrated', async () => {
    const gate = renderedPart();
    stop = keepEarlyInput();
    gate.querySelector('form')!.requestSubmit();
    const submits = jest.fn();
    hydrate(gate, { submit: submits });
    await settled();
    expect(submits).toHaveBeenCalledTimes(1);
  });

  it('puts a value typed or pasted before back once its part has hydrated, as an input event', async () => {
    const gate = renderedPart();
    stop = keepEarlyInput();
    const quantity = gate.querySelector('input')!;
    quantity.value = '40';
    quantity.dispatchEvent(new Event('input', { bubbles: true }));
    // Hydration resets the field to what the server rendered.
    quantity.value = '1';
    const inputs = jest.fn(() => quantity.value);
    hydrate(gate, { input: inputs });
    await settled();
    expect(quantity.value).toBe('40');
    expect(inputs).toHaveReturnedWith('40');
  });

  it('puts a value back that the field still shows when its part hydrates, so that React learns it', async () => {
    const gate = renderedPart();
    stop = keepEarlyInput();
    const quantity = gate.querySelector('input')!;
    quantity.value = '40';
    quantity.dispatchEvent(new Event('input', { bubbles: true }));
    // React took the field's value as its own when it hydrated; only a new input event tells it of 40.
    const inputs = jest.fn(() => quantity.value);
    hydrate(gate, { input: inputs });
    await settled();
    expect(inputs).toHaveReturnedWith('40');
  });

  it('keeps a tap on a control the server sent disabled until the app enables it, then makes it', async () => {
    const add = tappedWhileDisabled();
    const clicks = jest.fn();
    add.addEventListener('click', clicks);
    expect(add.dataset.clickWaits).toBe('');
    // mf-cart provides the action, then the shell says every remote is there.
    add.disabled = false;
    await settled();
    expect(clicks).not.toHaveBeenCalled();
    appStarted();
    await settled();
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('drops a kept tap on a control still disabled once the whole app has started (sold out)', async () => {
    const add = tappedWhileDisabled();
    appStarted();
    await settled();
    expect(add.dataset.clickWaits).toBeUndefined();
    const clicks = jest.fn();
    add.addEventListener('click', clicks);
    add.disabled = false;
    await settled();
    expect(clicks).not.toHaveBeenCalled();
  });

  it('makes a kept click on the control React rendered again in its place, its part changed before', async () => {
    const gate = renderedPart();
    stop = keepEarlyInput();
    gate.querySelector<HTMLButtonElement>('[data-testid="more"]')!.click();
    // React renders the part anew in the browser: new elements, the same controls.
    const clicks = jest.fn();
    const again = document.createElement('fieldset');
    again.className = 'hydration-gate';
    again.innerHTML = '<button type="button" data-testid="more">More</button>';
    again.querySelector('button')!.addEventListener('click', clicks);
    again.dataset.hydrated = '';
    gate.replaceWith(again);
    appStarted();
    await settled();
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('leaves links and hydrated parts alone', () => {
    const gate = renderedPart();
    gate.dataset.hydrated = '';
    stop = keepEarlyInput();
    const clicks = jest.fn();
    const more = gate.querySelector<HTMLButtonElement>('[data-testid="more"]')!;
    more.addEventListener('click', clicks);
    more.click();
    expect(clicks).toHaveBeenCalledTimes(1);
    const link = jest.fn((event: Event) => event.preventDefault());
    gate.querySelector('a')!.addEventListener('click', link);
    gate.querySelector('a')!.click();
    expect(link).toHaveBeenCalledTimes(1);
  });
});

describe('starting the app', () => {
  it('starts it at the first input, once, and says the page waits until then', () => {
    renderedPart();
    const start = jest.fn();
    stop = startAtFirstInput(start);
    expect(document.documentElement.dataset.shell).toBe('waiting');
    expect(start).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointermove'));
    window.dispatchEvent(new Event('keydown'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts it at once on a page with a part the server could not render (a skeleton)', () => {
    document.body.innerHTML = '<div id="root"><span class="ui-skeleton"></span></div>';
    const start = jest.fn();
    stop = startAtFirstInput(start);
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe('fetching the app ahead', () => {
  const prefetched = () =>
    [...document.head.querySelectorAll('link[rel="prefetch"]')].map((link) => link.getAttribute('href'));

  afterEach(() => document.head.replaceChildren());

  it('adds a prefetch link for each first script in idle time after the load, not all in one task', async () => {
    prefetchOnceLoaded(['/main.js', '/shared.js', '/remotes/cart/remoteEntry.js']);
    // jsdom has loaded its document and has no idle callbacks: one link per turn of the event loop.
    expect(prefetched()).toEqual([]);
    await settled();
    expect(prefetched()).toEqual(['/main.js']);
    await settled();
    await settled();
    expect(prefetched()).toEqual(['/main.js', '/shared.js', '/remotes/cart/remoteEntry.js']);
    await settled();
    expect(document.head.querySelectorAll('link')).toHaveLength(3);
  });
});
