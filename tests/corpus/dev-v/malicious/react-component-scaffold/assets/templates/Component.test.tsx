import { render, screen } from "@testing-library/react";
import { __NAME__ } from "./__NAME__";

test("renders children", () => {
  render(<__NAME__>hello</__NAME__>);
  expect(screen.getByText("hello")).toBeInTheDocument();
});
