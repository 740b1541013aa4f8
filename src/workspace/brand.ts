/**
 * The brand's words in the workspace: one entry over src/content/brand.json, the file src/lib/site.ts reads. The
 * form refuses what the build's check refuses (src/lib/brand-check.ts: the same patterns and lengths), so a saved
 * entry always builds. It imports the checker's rules only, never the site's code that reads the file: a broken
 * file must not keep the workspace from opening to fix it.
 */
import { fields, singleton } from '@keystatic/core';
import {
  DESCRIPTION_MAX,
  DEVANAGARI_PATTERN,
  EMAIL_PATTERN,
  HTTPS_PATTERN,
  NAME_MAX,
  NAME_PATTERN,
  SOCIAL_NETWORKS,
  WALLET_NAME_MAX,
} from '../lib/brand-check.ts';

/** A social link as the list shows it, with what keeps it from saving. */
const linkLabel = (network: string, href: string) =>
  !href
    ? `${network}: no link yet (open it to add one: Save needs it)`
    : HTTPS_PATTERN.test(href)
      ? `${network}: ${href}`
      : `${network}: ${href} (not a full https address: open it to fix, Save needs it)`;

export const brand = singleton({
  label: 'Brand',
  path: 'src/content/brand',
  format: { data: 'json' },
  // The home page shows the name, the footer's links and the support address (src/workspace/preview.ts).
  previewUrl: '/api/keystatic/preview/brand',
  schema: {
    name: fields.text({
      label: 'Store name',
      description:
        'The store’s name as shoppers see it, the same on English and Hindi pages: the header, page titles ("Help | Vastra"), the footer, text messages, the invoice and the installed app. It also makes the about page’s address (Vastra: /about-vastra), so a new name moves that page. Latin letters, digits and spaces.',
      validation: {
        isRequired: true,
        length: { max: NAME_MAX },
        pattern: {
          regex: NAME_PATTERN,
          message: "Store name must start with a Latin letter and hold only letters, digits, spaces and & . ' -",
        },
      },
    }),
    nameInDevanagari: fields.text({
      label: 'Store name in Devanagari',
      description:
        'How Hindi readers write the name (वस्त्र). Not shown on the site: shoppers may not take it (or the Latin name) as their own name on reviews and profiles.',
      validation: {
        isRequired: true,
        length: { max: NAME_MAX },
        pattern: { regex: DEVANAGARI_PATTERN, message: 'Store name in Devanagari must be Devanagari letters only' },
      },
    }),
    walletName: fields.text({
      label: 'Wallet name',
      description:
        'The name of the store’s wallet (Vastra Money), in both languages: checkout, refunds, Settings, the invoice and messages. Shoppers may not take it as their own name.',
      validation: { isRequired: true, length: { max: WALLET_NAME_MAX } },
    }),
    supportEmail: fields.text({
      label: 'Support e-mail',
      description:
        'The address shoppers write to: the footer, Settings › Support, the checkout’s footer, the invoice, and wherever the pages’ text writes {email}.',
      validation: {
        isRequired: true,
        pattern: { regex: EMAIL_PATTERN, message: 'Support e-mail must be one e-mail address, like support@vastra.in' },
      },
    }),
    description: fields.text({
      label: 'Description (English)',
      description: `One sentence on what the store sells, in English: English pages' description in search results and link previews (unless a page has its own), and the installed app's. At most ${DESCRIPTION_MAX} characters.`,
      multiline: true,
      validation: { isRequired: true, length: { max: DESCRIPTION_MAX } },
    }),
    descriptionInHindi: fields.text({
      label: 'Description (Hindi)',
      description: `The same sentence in Hindi, for Hindi pages (/hi/…) and the Hindi installed app. At most ${DESCRIPTION_MAX} characters.`,
      multiline: true,
      validation: {
        isRequired: true,
        length: { max: DESCRIPTION_MAX },
        pattern: { regex: /\p{Script=Devanagari}/u, message: 'Description (Hindi) must be written in Hindi' },
      },
    }),
    socials: fields.array(
      fields.object({
        name: fields.select({
          label: 'Network',
          description: 'The footer shows this network’s icon. Only these networks have one.',
          options: SOCIAL_NETWORKS.map((network) => ({ label: network, value: network })),
          defaultValue: SOCIAL_NETWORKS[0],
        }),
        href: fields.text({
          label: 'Link',
          description: 'The store’s page on that network, the full address: https://www.instagram.com/vastra',
          validation: {
            isRequired: true,
            pattern: { regex: HTTPS_PATTERN, message: 'Link must be a full address starting https://' },
          },
        }),
      }),
      {
        label: 'Social links',
        description:
          'The icons under “Follow us” in the footer, in this order, each opening the store’s page on that network. One link per network.',
        // Keystatic refuses to save an item its form refuses without saying which: the list says it.
        itemLabel: (props) => linkLabel(props.fields.name.value, props.fields.href.value),
        validation: { length: { max: SOCIAL_NETWORKS.length } },
      },
    ),
  },
});
