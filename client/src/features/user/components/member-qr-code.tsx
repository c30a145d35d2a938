import QRCode from "qrcode";
import { useMemo } from "react";

/** Blank modules around the code that scanners need to find it. */
const QUIET_ZONE = 4;

/** The member ID as a QR code the front desk scans; drawn as one SVG path, no canvas or data URL. */
export function MemberQrCode({ memberId, className = "" }: { memberId: string; className?: string }) {
  const { size, path } = useMemo(() => {
    const { modules } = QRCode.create(memberId, { errorCorrectionLevel: "M" });
    let d = "";
    for (let row = 0; row < modules.size; row += 1) {
      for (let col = 0; col < modules.size; col += 1) {
        if (modules.get(row, col)) d += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
      }
    }
    return { size: modules.size + 2 * QUIET_ZONE, path: d };
  }, [memberId]);
  return (
    <svg
      role="img"
      aria-label={`QR code of member ID ${memberId}`}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={`bg-white ${className}`}
    >
      <path d={path} fill="#0f172a" />
    </svg>
  );
}
