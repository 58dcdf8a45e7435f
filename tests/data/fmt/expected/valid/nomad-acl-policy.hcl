# ACL policy for the "developers" role.
# Apply with: nomad acl policy apply -description "Developers" developers nomad-acl-policy.hcl

namespace "default" {
  policy       = "read"
  capabilities = ["submit-job", "dispatch-job", "read-logs"]
}

namespace "dev-*" {
  policy = "write"

  variables {
    path "*" {
      capabilities = ["write", "read", "destroy", "list"]
    }

    path "secrets/shared/*" {
      capabilities = ["read", "list"]
    }
  }
}

namespace "prod" {
  capabilities = [
    "list-jobs",
    "read-job",
    "read-logs",
    "alloc-exec",
  ]

  variables {
    path "nomad/jobs/*" { capabilities = ["read"] }
  }
}

namespace "sandbox" {
  policy = "deny"
}

node {
  policy = "read"
}

agent {
  policy = "read"
}

operator {
  policy = "read"
}

quota {
  policy = "read"
}

host_volume "shared-*" {
  policy = "write"
}

host_volume "certs" {
  capabilities = ["mount-readonly"]
}

plugin {
  policy = "list"
}