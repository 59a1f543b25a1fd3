import styles from "./Component.module.css";

export interface ComponentProps {
  title: string;
}

export function Component({ title }: ComponentProps) {
  return <div className={styles.root}>{title}</div>;
}
