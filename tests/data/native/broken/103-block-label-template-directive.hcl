/* settings */
timeout = "30s"
retries = 5
resource "%{if true}x%{endif}" {
}
