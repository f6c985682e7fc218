import Input from '@douyinfe/semi-ui/lib/es/input';
import { CaptchaText } from '../texts';
import { type FieldBinding, FieldBox } from './FieldBox';
import { ownStyle } from './PlacedComponent';
import type { PageComponent } from './page-config';
import type { DigitalCaptchaState } from './use-digital-captcha';

/** The text captcha (numberCode): the code typed beside its image; a click on the image asks for another. */
export function NumberCodeCaptcha({
  component,
  field,
  digital,
}: {
  component: PageComponent;
  field: FieldBinding;
  digital: DigitalCaptchaState;
}) {
  return (
    <FieldBox component={component} error={field.errors.captcha}>
      <div className="jt-login-code">
        <Input
          value={field.values.captcha}
          placeholder={component.placeholder ?? undefined}
          aria-label={component.placeholder ?? 'captcha'}
          autoComplete="off"
          style={ownStyle(component)}
          onChange={(value) => field.setValue('captcha', value)}
          onBlur={() => field.blur('captcha')}
          validateStatus={field.errors.captcha ? 'error' : 'default'}
        />
        <button
          type="button"
          className="jt-login-code__image"
          onClick={digital.refresh}
          aria-label={CaptchaText.refresh}
        >
          {digital.digital ? <img src={digital.digital.image} alt="" /> : null}
        </button>
      </div>
    </FieldBox>
  );
}
