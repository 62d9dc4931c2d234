import type { Cart } from '@ridgeline/contracts';
import { countryLabelKey } from '../lib/address.ts';
import { useT } from '../lib/hooks.ts';

type Address = NonNullable<Cart['billingAddress']>;

export function AddressBlock({ address }: { address: Address }) {
  const t = useT();
  return (
    <address className="address-block">
      {address.firstName} {address.lastName}
      <br />
      {address.addressLine1}
      {address.addressLine2 ? (
        <>
          <br />
          {address.addressLine2}
        </>
      ) : null}
      <br />
      {address.city}
      {address.province ? `, ${address.province}` : ''} {address.postalCode}
      <br />
      {t(countryLabelKey(address.countryCode))}
      <br />
      {address.phone}
    </address>
  );
}
