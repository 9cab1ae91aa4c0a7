/** Brings the first field marked invalid into view once a form shows its problems. */
export function focusFirstProblem(form: HTMLFormElement) {
  requestAnimationFrame(() => {
    const field = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.focus({ preventScroll: true });
    field?.scrollIntoView?.({ block: "center", behavior: "smooth" });
  });
}
