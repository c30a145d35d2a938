import { useMutation, useQuery } from "@apollo/client/react";
import { LogOut, MonitorSmartphone } from "lucide-react";
import { useState } from "react";
import { formatDateTime } from "../../../../../common/gym-time";
import { Card } from "../../../components/ui/card";
import { buttonClass } from "../../../components/ui/button-styles";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { Pill } from "../../../components/ui/pill";
import { ErrorMessage, LoadingMessage } from "../../../components/ui/status";
import { MySessionsDocument, RevokeSessionDocument, SignOutEverywhereDocument, type MySessionsQuery } from "../../../graphql/generated";
import { useAuth } from "../../../lib/auth";
import { clearSession } from "../../../lib/session";
import { toast } from "../../../lib/toast";

type Device = MySessionsQuery["mySessions"][number];

const SIGN_OUT_FAILED = "Could not sign that device out. Please try again.";

function DeviceRow({ device, onSignOut }: { device: Device; onSignOut: (device: Device) => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    try {
      await onSignOut(device);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-4 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          {device.device}
          {device.current && <Pill tone="green">This device</Pill>}
        </p>
        <p className="text-sm text-slate-600">Network {device.place}</p>
        <p className="text-sm text-slate-600">
          Signed in {formatDateTime(device.createdAt)} · Last active {formatDateTime(device.lastSeenAt)}
        </p>
      </div>
      <button
        type="button"
        onClick={() => void signOut()}
        disabled={busy}
        aria-label={`Sign out ${device.current ? "this device" : device.device}`}
        className={buttonClass("outlineDark", "sm")}
      >
        <LogOut aria-hidden className="size-4" />
        Sign out
      </button>
    </li>
  );
}

/** The profile's "Signed-in devices": every session of the account, each with Sign out, and Sign out everywhere. */
export function SignedInDevices() {
  const { isAuthenticated, logout } = useAuth();
  const { data, error, refetch } = useQuery(MySessionsDocument, { skip: !isAuthenticated, fetchPolicy: "cache-and-network" });
  const [revokeSession] = useMutation(RevokeSessionDocument);
  const [signOutEverywhere] = useMutation(SignOutEverywhereDocument);
  const [confirming, setConfirming] = useState(false);

  if (!isAuthenticated) return null;

  const signOut = async (device: Device) => {
    if (device.current) return logout();
    try {
      await revokeSession({ variables: { id: device.id } });
      toast.success(`${device.device} has been signed out.`);
      await refetch();
    } catch {
      toast.error(SIGN_OUT_FAILED);
    }
  };

  const everywhere = async () => {
    try {
      const { data: answer } = await signOutEverywhere();
      clearSession();
      toast.success(answer?.signOutEverywhere.message ?? "You have been signed out on every device.");
    } catch (failure) {
      toast.error("Could not sign out everywhere. Please try again.");
      throw failure;
    }
  };

  const retry = () => void refetch().catch(() => undefined);
  return (
    <div className="bg-slate-50 pb-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <Card
          title="Signed-in devices"
          icon={MonitorSmartphone}
          description="Where your account is signed in. Sign out any device you do not recognise."
          actions={
            <button type="button" onClick={() => setConfirming(true)} className={buttonClass("danger", "sm")}>
              Sign out everywhere
            </button>
          }
        >
          {data ? (
            <ul className="divide-y divide-slate-100">
              {data.mySessions.map((device) => (
                <DeviceRow key={device.id} device={device} onSignOut={signOut} />
              ))}
            </ul>
          ) : error ? (
            <ErrorMessage message="We couldn't load your devices." onRetry={retry} />
          ) : (
            <LoadingMessage label="Loading your devices..." />
          )}
        </Card>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Sign out everywhere?"
        message="Every device signed in to your account is signed out, this one included. You will need to log in again."
        confirmLabel="Sign out everywhere"
        busyLabel="Signing out..."
        onConfirm={everywhere}
        onClose={() => setConfirming(false)}
      />
    </div>
  );
}
