import { render, screen } from "@testing-library/react";
import { act } from "react";
import { Dialog } from "../components/ui/dialog";
import { Toaster } from "../components/ui/toaster";
import { isSonnerRequested, toast } from "./toast";

describe("toast", () => {
  it("loads sonner and mounts its Toaster with the first toast, then shows later ones too", async () => {
    render(<Toaster />);
    expect(isSonnerRequested()).toBe(false);
    expect(document.querySelector("[data-sonner-toaster]")).toBeNull();

    act(() => void toast.success("Saved", { description: "Your changes are live" }));
    expect(await screen.findByText("Saved")).toBeInTheDocument();
    expect(screen.getByText("Your changes are live")).toBeInTheDocument();

    act(() => void toast.error("Refresh Failed"));
    expect(await screen.findByText("Refresh Failed")).toBeInTheDocument();
  });

  it("moves toasts to the top while a dialog is open, off its buttons, and back when it closes", async () => {
    const dialog = (open: boolean) => (
      <>
        <Toaster />
        <Dialog open={open} title="Delete your account?" onClose={() => undefined}>
          <button type="button">Delete my account</button>
        </Dialog>
      </>
    );
    const { rerender } = render(dialog(false));
    act(() => void toast.success("Account created successfully!"));
    await screen.findByText("Account created successfully!");
    const toaster = () => document.querySelector("[data-sonner-toaster]")!;
    expect(toaster()).toHaveAttribute("data-y-position", "bottom");

    rerender(dialog(true));
    expect(toaster()).toHaveAttribute("data-y-position", "top");
    expect(screen.getByText("Account created successfully!")).toBeInTheDocument();

    rerender(dialog(false));
    expect(toaster()).toHaveAttribute("data-y-position", "bottom");
  });
});
