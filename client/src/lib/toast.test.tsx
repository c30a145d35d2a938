import { render, screen } from "@testing-library/react";
import { act } from "react";
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
});
