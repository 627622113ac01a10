import { useCallback, useLayoutEffect, useRef, type AriaAttributes, type Ref } from 'react';
import { Select, type SelectProps } from 'antd';
import type { BaseOptionType, DefaultOptionType, RefSelectProps } from 'antd/es/select';

type Props<V, O extends BaseOptionType | DefaultOptionType> = SelectProps<V, O> &
  Pick<AriaAttributes, 'aria-required'> & { ref?: Ref<RefSelectProps> };

/**
 * antd's Select for a Form.Item. Form.Item marks a required field's control with `aria-required`,
 * and Select copies every aria-* prop onto its wrapper <div> as well as its combobox <input>; on
 * the div the attribute is invalid ARIA. This one keeps it off the wrapper and sets it on the
 * combobox, where assistive technology announces it.
 */
export function FormSelect<V = unknown, O extends BaseOptionType | DefaultOptionType = DefaultOptionType>({
  'aria-required': ariaRequired,
  ref: outerRef,
  ...props
}: Props<V, O>) {
  const inner = useRef<RefSelectProps | null>(null);
  // Form.Item hands its own ref in (to focus the field on an error): both get the select.
  const ref = useCallback(
    (select: RefSelectProps | null) => {
      inner.current = select;
      if (typeof outerRef === 'function') outerRef(select);
      else if (outerRef) outerRef.current = select;
    },
    [outerRef],
  );
  const required = ariaRequired === true || ariaRequired === 'true';
  // Every render: the attribute is not React's, so a re-created input would lose it.
  useLayoutEffect(() => {
    const input = inner.current?.nativeElement?.querySelector('input[role="combobox"]');
    if (!input) return;
    if (required) input.setAttribute('aria-required', 'true');
    else input.removeAttribute('aria-required');
  });
  return <Select<V, O> ref={ref} {...props} />;
}
