# Where and how deploy.sh deploys.
env = env

target {
  host = "${env}.internal.example.org"
  user = "deploy"
}

timeout_seconds = minutes(15)

environment = {
  APP_ENV   = env
  LOG_LEVEL = env == "prod" ? "warn" : "debug"
}

step {
  run = "git pull --ff-only"
}

step {
  run           = "make migrate"
  allow_failure = true
}

step {
  run = "systemctl restart app"
}
