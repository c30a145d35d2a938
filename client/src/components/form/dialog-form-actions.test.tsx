import { fireEvent, render, screen } from "@testing-library/react";
import { Form, Formik } from "formik";
import { object, string } from "yup";
import { DialogFormActions } from "./dialog-form-actions";
import { TextField } from "./text-field";

function AddForm({ onCancel }: { onCancel: () => void }) {
  return (
    <Formik initialValues={{ title: "" }} validationSchema={object({ title: string().required("Title is required") })} onSubmit={() => {}}>
      <Form>
        <TextField name="title" label="Title" maxLength={200} />
        <DialogFormActions label="Add" busyLabel="Adding..." onCancel={onCancel} />
      </Form>
    </Formik>
  );
}

describe("DialogFormActions", () => {
  it("keeps the focus in the field while Cancel or Add is pressed, so no message moves them mid-tap", () => {
    const onCancel = jest.fn();
    render(<AddForm onCancel={onCancel} />);
    const title = screen.getByLabelText("Title");
    title.focus();
    for (const name of ["Cancel", "Add"]) {
      // fireEvent returns false when the press's default (moving the focus) was prevented.
      expect(fireEvent.mouseDown(screen.getByRole("button", { name }))).toBe(false);
      expect(title).toHaveFocus();
    }
    expect(screen.queryByText("Title is required")).not.toBeInTheDocument();
    // Once clicked, Add holds the focus as a plain press would have left it.
    const add = screen.getByRole("button", { name: "Add" });
    fireEvent.click(add);
    expect(add).toHaveFocus();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalled();
  });
});
