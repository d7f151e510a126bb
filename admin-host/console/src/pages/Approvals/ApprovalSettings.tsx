import { useEffect, useState } from 'react';
import { api, type ApprovalSetting } from '../../api';

/** Administrators: which collections, or lists of one, need a colleague's approval before they go out. */
export function ApprovalSettings({ onError }: { onError: (caught: unknown) => void }) {
  const [settings, setSettings] = useState<ApprovalSetting[] | null>(null);
  useEffect(() => {
    api.approvalSettings().then(({ items }) => setSettings(items), onError);
  }, [onError]);
  const change = async (scope: string, required: boolean) => {
    try {
      setSettings((await api.setApprovalRequired(scope, required)).items);
    } catch (caught) {
      onError(caught);
    }
  };
  if (!settings) return null;
  return (
    <section aria-labelledby="approval-settings-title" className="approval-settings">
      <h2 id="approval-settings-title">Which sections need approval</h2>
      <p>On by default for financial results, press releases and board-meeting outcomes. A change here applies to the next save; each is in the audit log.</p>
      <fieldset className="role-choices">
        <legend className="visually-hidden">Sections that need approval</legend>
        {settings.map((setting) => (
          <div key={setting.scope} className="filter-check">
            <input id={`approval-${setting.scope}`} type="checkbox" checked={setting.required} onChange={(e) => void change(setting.scope, e.target.checked)} />
            <label htmlFor={`approval-${setting.scope}`}>{setting.label}</label>
          </div>
        ))}
      </fieldset>
    </section>
  );
}
