import { useCallback, useRef, useState, type ReactNode } from "react";
import { buttonClass } from "../ui/button-styles";
import { Dialog, DialogActions } from "../ui/dialog";
import { unloadableImages } from "./image-check";

/**
 * Before a save: `confirmImages(urls)` tries each address in the browser and, when one does not
 * load, asks "Save anyway?". Resolves true to go on saving. Never blocks a save outright: the
 * address may be right and the host merely down for this admin.
 */
export function useImageWarning(): { confirmImages: (urls: readonly string[]) => Promise<boolean>; warning: ReactNode } {
  const [broken, setBroken] = useState<string[]>([]);
  const answer = useRef<(go: boolean) => void>(undefined);

  const confirmImages = useCallback(async (urls: readonly string[]) => {
    const failed = await unloadableImages(urls);
    if (failed.length === 0) return true;
    setBroken(failed);
    return new Promise<boolean>((resolve) => {
      answer.current = resolve;
    });
  }, []);

  const reply = (go: boolean) => {
    setBroken([]);
    answer.current?.(go);
    answer.current = undefined;
  };

  const warning = (
    <Dialog open={broken.length > 0} title="Image not loading" onClose={() => reply(false)}>
      {broken.map((url) => (
        <p key={url} className="text-sm text-slate-700">
          This image could not be loaded: <span className="font-medium break-all text-slate-900">{url}</span>. Save anyway?
        </p>
      ))}
      <DialogActions>
        <button type="button" data-autofocus onClick={() => reply(false)} className={buttonClass("outlineDark")}>
          Go back
        </button>
        <button type="button" onClick={() => reply(true)} className={buttonClass("primary")}>
          Save anyway
        </button>
      </DialogActions>
    </Dialog>
  );
  return { confirmImages, warning };
}
