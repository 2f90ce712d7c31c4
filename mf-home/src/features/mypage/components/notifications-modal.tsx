import { useEffect, useState } from 'react';
import { pushApi } from '@haru/api-client';
import { Button, useToast } from '@haru/ui-kit';
import { messages } from '../../../messages/ko';
import { readDeviceState, turnOff, turnOn, type DeviceState } from '../lib/push-device';
import { InfoModal } from './info-modal';
import styles from './mypage.module.css';

const m = messages.mypage.push;

/** 알림 설정: this device's Web Push state, turning it on or off, and a test notification to every device. */
export default function NotificationsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const toast = useToast();
  const [state, setState] = useState<DeviceState | 'checking'>('checking');
  const [busy, setBusy] = useState<'switch' | 'test' | null>(null);

  useEffect(() => {
    if (!open) return undefined;
    let alive = true;
    setState('checking');
    readDeviceState().then((s) => { if (alive) setState(s); }, () => { if (alive) setState('off'); });
    return () => { alive = false; };
  }, [open]);

  const toggle = async () => {
    setBusy('switch');
    try {
      setState(await (state === 'on' ? turnOff() : turnOn()));
    } catch {
      toast.show(m.failed, 'danger');
    } finally {
      setBusy(null);
    }
  };
  const test = async () => {
    setBusy('test');
    try {
      toast.show((await pushApi.test()).message, 'info');
    } catch {
      toast.show(m.testFailed, 'danger');
    } finally {
      setBusy(null);
    }
  };

  const canSwitch = state === 'on' || state === 'off';
  return (
    <InfoModal open={open} title={messages.mypage.notificationsTitle} onClose={onClose}>
      <p>{m.intro}</p>
      <p role="status" data-testid="push-state">{m.states[state]}</p>
      <div className={styles.pushActions}>
        {canSwitch && (
          <Button variant={state === 'on' ? 'secondary' : 'primary'} onClick={toggle} busy={busy === 'switch'}>{state === 'on' ? m.turnOff : m.turnOn}</Button>
        )}
        <Button onClick={test} busy={busy === 'test'}>{m.test}</Button>
      </div>
    </InfoModal>
  );
}
