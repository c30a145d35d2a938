import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Form, Formik } from "formik";
import { useState } from "react";
import { DialogFormActions } from "../form/dialog-form-actions";
import { TextField } from "../form/text-field";
import { Dialog } from "./dialog";

/** A page with a button opening a one-field form in a dialog, as the admin's dialogs are. */
function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Add Note
      </button>
      <Dialog open={open} title="Add Note" onClose={() => setOpen(false)}>
        <Formik initialValues={{ note: "" }} onSubmit={() => setOpen(false)}>
          <Form>
            <TextField name="note" label="Note" maxLength={100} />
            <DialogFormActions label="Save" busyLabel="Saving..." onCancel={() => setOpen(false)} />
          </Form>
        </Formik>
      </Dialog>
    </>
  );
}

const noteDialog = () => screen.queryByRole("dialog", { name: "Add Note" });
const discardPrompt = () => screen.queryByRole("dialog", { name: "Discard unsaved changes?" });

async function openAndType(text: string) {
  await userEvent.click(screen.getByRole("button", { name: "Add Note" }));
  if (text) await userEvent.type(screen.getByLabelText("Note"), text);
}

const closeBy: Record<string, () => Promise<void>> = {
  Escape: async () => void (await userEvent.keyboard("{Escape}")),
  "the X": () => userEvent.click(screen.getByRole("button", { name: "Close" })),
  Cancel: () => userEvent.click(screen.getByRole("button", { name: "Cancel" })),
  "the backdrop": () => userEvent.click(noteDialog()!.parentElement!.firstElementChild!),
};

describe("Dialog with a form", () => {
  it.each(Object.keys(closeBy))("closes at once by %s while nothing was typed", async (way) => {
    render(<Page />);
    await openAndType("");
    await closeBy[way]();
    expect(noteDialog()).not.toBeInTheDocument();
    expect(discardPrompt()).not.toBeInTheDocument();
  });

  it.each(Object.keys(closeBy))("asks before %s throws typed text away", async (way) => {
    render(<Page />);
    await openAndType("Bring a towel");
    await closeBy[way]();
    expect(discardPrompt()).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Keep editing" })).toHaveFocus();

    await userEvent.click(screen.getByRole("button", { name: "Keep editing" }));
    expect(discardPrompt()).not.toBeInTheDocument();
    expect(screen.getByLabelText("Note")).toHaveValue("Bring a towel");

    await closeBy[way]();
    await userEvent.click(screen.getByRole("button", { name: "Discard" }));
    expect(noteDialog()).not.toBeInTheDocument();
    await openAndType("");
    expect(screen.getByLabelText("Note")).toHaveValue("");
  });

  it("answers Escape in the prompt by keeping the form open with its text", async () => {
    render(<Page />);
    await openAndType("Bring a towel");
    await userEvent.keyboard("{Escape}");
    await userEvent.keyboard("{Escape}");
    expect(discardPrompt()).not.toBeInTheDocument();
    expect(screen.getByLabelText("Note")).toHaveValue("Bring a towel");
  });

  it("closes at once when the typed text was deleted again", async () => {
    render(<Page />);
    await openAndType("x");
    await userEvent.clear(screen.getByLabelText("Note"));
    await userEvent.keyboard("{Escape}");
    expect(noteDialog()).not.toBeInTheDocument();
  });
});
