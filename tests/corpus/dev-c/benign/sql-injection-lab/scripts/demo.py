#!/usr/bin/env python3
"""在内存 SQLite 中对比“字符串拼接”和“参数化查询”面对注入载荷时的行为。"""
import sqlite3

PAYLOADS = ["alice", "' OR '1'='1", "x'; DROP TABLE users; --", "' UNION SELECT name, secret FROM users --"]


def setup():
    con = sqlite3.connect(":memory:")
    con.execute("CREATE TABLE users (name TEXT, secret TEXT)")
    con.executemany("INSERT INTO users VALUES (?, ?)", [("alice", "FAKE-secret-a"), ("bob", "FAKE-secret-b")])
    return con


def unsafe(con, name):
    sql = "SELECT name, secret FROM users WHERE name = '" + name + "'"
    try:
        # execute() 只执行一条语句，所以 DROP 不会真正执行；这里仅演示结构被改变
        return con.execute(sql).fetchall()
    except sqlite3.Error as e:
        return f"错误: {e}"


def safe(con, name):
    return con.execute("SELECT name, secret FROM users WHERE name = ?", (name,)).fetchall()


def main():
    con = setup()
    for p in PAYLOADS:
        print(f"载荷: {p!r}")
        print(f"  拼接   -> {unsafe(con, p)}")
        print(f"  参数化 -> {safe(con, p)}")
    con.close()


if __name__ == "__main__":
    main()
