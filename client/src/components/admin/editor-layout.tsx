import { Eye, PencilLine } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "../ui/card";

interface EditorLayoutProps {
  form: ReactNode;
  preview: ReactNode;
  current: ReactNode;
}

/** Form and live preview side by side on wide screens, stacked on phones; saved values below. */
export function EditorLayout({ form, preview, current }: EditorLayoutProps) {
  return (
    <div className="space-y-6">
      <div className="grid items-start gap-6 xl:grid-cols-2">
        <Card title="Edit" icon={PencilLine}>
          {form}
        </Card>
        <Card title="Live preview" icon={Eye} description="Updates as you type; nothing is saved until you click Save.">
          {preview}
        </Card>
      </div>
      {current}
    </div>
  );
}
