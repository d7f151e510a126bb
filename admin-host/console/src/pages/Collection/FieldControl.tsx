import type { FieldControlProps } from '@site/shared/ui/FormField/FormField';
import type { Choice, FieldDef } from '../../../../src/console/collections/fields';

interface Props {
  field: FieldDef;
  control: FieldControlProps;
  value: string;
  /** Reference fields: the choices read from the database (already narrowed to the parent's value). */
  options?: readonly Choice[] | undefined;
  onValue: (value: string) => void;
  onFile: (file: File | null) => void;
}

/** The input a field's kind asks for: date or time picker, choice list, text, e-mail, web address, PDF or image file. */
export function FieldControl({ field, control, value, options, onValue, onFile }: Props) {
  const common = { ...control, name: field.name };
  switch (field.kind) {
    case 'pdf':
      return <input {...common} type="file" accept="application/pdf,.pdf" onChange={(e) => onFile(e.target.files?.[0] ?? null)} />;
    case 'image':
      return <input {...common} type="file" accept="image/jpeg,image/png,image/webp" onChange={(e) => onFile(e.target.files?.[0] ?? null)} />;
    case 'date':
      return <input {...common} type="date" min="1900-01-01" max="2100-12-31" value={value} onChange={(e) => onValue(e.target.value)} />;
    case 'time':
      // Whole minutes: the value is HH:MM, as the server checks it.
      return <input {...common} type="time" step={60} value={value} onChange={(e) => onValue(e.target.value)} />;
    case 'choice':
    case 'reference':
      return (
        <select {...common} value={value} onChange={(e) => onValue(e.target.value)}>
          {field.required && field.kind === 'choice' ? null : <option value="">{field.required ? `Choose a ${field.label.toLowerCase()}` : '(none)'}</option>}
          {(options ?? field.choices)?.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      );
    case 'textarea':
      return <textarea {...common} rows={field.html ? 14 : 6} value={value} maxLength={(field.maxLength ?? 200) + 50} onChange={(e) => onValue(e.target.value)} />;
    default:
      return (
        <input
          {...common}
          type={field.kind === 'email' ? 'email' : field.kind === 'url' ? 'url' : 'text'}
          value={value}
          maxLength={(field.maxLength ?? 200) + 50}
          onChange={(e) => onValue(e.target.value)}
        />
      );
  }
}
