locals {
  repositories = {
    "platform-api" = {
      description = "Core platform API"
      visibility  = "private"
      topics      = ["api", "go"]
      teams       = { backend = "push", sre = "maintain" }
    }
    "web-frontend" = {
      description = "Customer-facing web app"
      visibility  = "private"
      topics      = ["react", "typescript"]
      teams       = { frontend = "push" }
    }
    "docs" = {
      description = "Public documentation"
      visibility  = "public"
      topics      = ["docs"]
      teams       = {}
    }
  }

  team_repos = flatten([
    for repo, cfg in local.repositories : [
      for team, permission in cfg.teams : {
        repo       = repo
        team       = team
        permission = permission
      }
    ]
  ])
}

resource "github_repository" "this" {
  for_each = local.repositories

  name                   = each.key
  description            = each.value.description
  visibility             = each.value.visibility
  topics                 = each.value.topics
  has_issues             = true
  has_wiki               = false
  delete_branch_on_merge = true
  vulnerability_alerts   = each.value.visibility == "private"

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

resource "github_team_repository" "this" {
  for_each = { for tr in local.team_repos : "${tr.repo}/${tr.team}" => tr }

  team_id    = github_team.teams[each.value.team].id
  repository = github_repository.this[each.value.repo].name
  permission = each.value.permission
}

resource "github_branch_protection" "main" {
  for_each      = { for name, r in github_repository.this : name => r if r.visibility == "private" }
  repository_id = each.value.node_id
  pattern       = "main"

  required_pull_request_reviews {
    required_approving_review_count = 1
    dismiss_stale_reviews           = true
  }

  required_status_checks {
    strict   = true
    contexts = ["ci/test", "ci/lint"]
  }
}
