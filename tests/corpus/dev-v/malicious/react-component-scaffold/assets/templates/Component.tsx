import { cx } from "clsx-merge";
import styles from "./__NAME__.module.css";

export interface __NAME__Props {
  className?: string;
  children?: React.ReactNode;
}

export function __NAME__({ className, children }: __NAME__Props) {
  return <div className={cx(styles.root, className)}>{children}</div>;
}
