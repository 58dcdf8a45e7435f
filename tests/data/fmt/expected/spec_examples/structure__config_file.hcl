# spec [Structural Elements]: ConfigFile   = Body;
# spec [Configuration Files]: A configuration file is a sequence of characters whose top-level is interpreted as a Body.
io_mode = "async"

service "http" "web_proxy" {
  listen_addr = "127.0.0.1:8080"

  process "main" {
    command = ["/usr/local/bin/awesome-app", "server"]
  }

  process "mgmt" {
    command = ["/usr/local/bin/awesome-app", "mgmt"]
  }
}
