import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

/** Opens the actions menu of the account with this e-mail. */
export async function openActions(email: string): Promise<string[]> {
  await userEvent.click(screen.getByRole("button", { name: `Actions for ${email}` }));
  return screen.getAllByRole("menuitem").map((item) => item.textContent ?? "");
}

/** Opens the row's actions menu and chooses one action from it. */
export async function chooseAction(email: string, label: string): Promise<void> {
  await openActions(email);
  await userEvent.click(screen.getByRole("menuitem", { name: label }));
}
