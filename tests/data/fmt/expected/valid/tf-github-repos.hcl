provider "github" {
  owner = "acme-corp"
}

variable "repositories" {
  default = {
    "platform-infra" = { team = "platform", visibility = "private", topics = ["terraform", "aws"] }
    "web-frontend"   = { team = "web", visibility = "public", topics = ["react", "typescript"] }
    "web-backend"    = { team = "web", visibility = "private", topics = ["go", "grpc"] }
    "data-pipelines" = { team = "data", visibility = "private", topics = ["python", "airflow"] }
    "docs"           = { team = "platform", visibility = "public", topics = [] }
  }
}

variable "team_members" {
  default = [
    { user = "alice", team = "platform", role = "maintainer" },
    { user = "bob", team = "web", role = "member" },
    { user = "carol", team = "web", role = "maintainer" },
    { user = "dave", team = "data", role = "member" },
    { user = "erin", team = "platform", role = "member" },
  ]
}

locals {
  # Group repository names by the owning team: { platform = [...], web = [...] }
  repos_by_team = { for name, r in var.repositories : r.team => name... }

  # Group users by team, only maintainers.
  maintainers_by_team = {
    for m in var.team_members : m.team => m.user... if m.role == "maintainer"
  }

  teams = distinct([for r in values(var.repositories) : r.team])

  public_repos = [for name, r in var.repositories : name if r.visibility == "public"]

  memberships = {
    for m in var.team_members : "${m.team}:${m.user}" => m
  }
}

resource "github_team" "this" {
  for_each    = toset(local.teams)
  name        = each.key
  description = "The ${each.key} team"
  privacy     = "closed"
}

resource "github_team_membership" "this" {
  for_each = local.memberships
  team_id  = github_team.this[each.value.team].id
  username = each.value.user
  role     = each.value.role
}

resource "github_repository" "this" {
  for_each = var.repositories

  name                   = each.key
  visibility             = each.value.visibility
  topics                 = each.value.topics
  has_issues             = true
  has_wiki               = false
  delete_branch_on_merge = true
  vulnerability_alerts   = true
  archive_on_destroy     = true

  template {
    owner      = "acme-corp"
    repository = "repo-template"
  }

  dynamic "pages" {
    for_each = each.key == "docs" ? [1] : []
    content {
      source {
        branch = "main"
        path   = "/site"
      }
    }
  }
}

resource "github_branch_protection" "main" {
  for_each      = github_repository.this
  repository_id = each.value.node_id
  pattern       = "main"

  required_pull_request_reviews {
    required_approving_review_count = contains(local.public_repos, each.key) ? 2 : 1
    dismiss_stale_reviews           = true
  }

  required_status_checks {
    strict   = true
    contexts = ["ci/build", "ci/test"]
  }
}

output "repos_by_team" {
  value = local.repos_by_team
}
