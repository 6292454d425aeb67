import { useLingui } from '@lingui/react/macro'
import { partnerShareInputSchema, type PartnerShareRecord } from '@jaunt/domain'
import { Edit, NumberInput, SimpleForm, useRecordContext } from 'react-admin'
import { stayOnRecordError } from '../../forms/RecordError'
import { zodValidate } from '../../forms/zodValidate'
import { PageHeader } from '../../layout/PageHeader'
import { PARTNER_SHARE_RESOURCE } from './commissionData'
import { SaveOnlyToolbar } from '../service-categories/SaveOnlyToolbar'

const validate = zodValidate(partnerShareInputSchema)

function Heading() {
  const { t } = useLingui()
  const site = useRecordContext<PartnerShareRecord>()
  const name = site?.name ?? t`Partner site`
  return (
    <PageHeader
      title={t`Partner share of ${name}`}
      breadcrumbs={[
        { label: t`Dashboard`, to: '/' },
        { label: t`Commission`, to: `/${PARTNER_SHARE_RESOURCE}` },
        { label: name },
      ]}
    />
  )
}

/** `settings/commission/{siteId}`: the part of the commission a partner's site earns on what it sells. */
export function PartnerShareEdit() {
  const { t } = useLingui()
  return (
    <Edit
      resource={PARTNER_SHARE_RESOURCE}
      title={false}
      mutationMode="pessimistic"
      redirect="list"
      actions={false}
      {...stayOnRecordError}
    >
      <Heading />
      <SimpleForm validate={validate} toolbar={<SaveOnlyToolbar />}>
        <NumberInput
          source="partner_share_percent"
          label={t`Partner share %`}
          min={0}
          max={100}
          step={0.01}
          helperText={t`The part of the marketplace's commission this site earns on its bookings, from now on.`}
          sx={{ maxWidth: 500 }}
        />
      </SimpleForm>
    </Edit>
  )
}
