/*
 * IAM roles and policies for the CI runners.
 * Policies are written as heredoc JSON so they can be copied
 * straight from the AWS console.
 */

variable "artifact_bucket" {
  type = string
}

variable "account_id" {
  type = string
}

data "aws_iam_policy_document" "assume_ec2" {
  statement {
    actions = ["sts:AssumeRole"]

    // x
    principals {
      type        = "Service"
      identifiers = ["ec2.amazonaws.com"]
    }
  }
}

resource "aws_iam_role" "ci_runner" {
  name                 = "ci-runner"
  assume_role_policy   = data.aws_iam_policy_document.assume_ec2.json
  max_session_duration = 3600
}

resource "aws_iam_policy" "artifacts" {
  name        = "ci-artifacts"
  description = "Read/write access to the artifact bucket"

  policy = <<POLICY
{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Sid": "ListBucket",
      "Effect": "Allow",
      "Action": ["s3:ListBucket"],
      "Resource": "arn:aws:s3:::${var./* b */ artifact_bucket}"
    },
    {
      "Sid": "ObjectAccess",
      "Effect": "Allow",
      "Action": ["s3:GetObject", "s3:PutObject"],
      "Resource": "arn:aws:s3:::${var.artifact_bucket}/*"
    }
  ]
}
POLICY
}
# c

resource "aws_iam_policy" "ecr_push" {
  name = "ci-ecr-push"

  policy = <<-JSON
    {
      "Version": "2012-10-17",
      "Statement": [{
        "Effect": "Allow",
        "Action": [
          "ecr:GetAuthorizationToken",
          "ecr:BatchCheckLayerAvailability",
          "ecr:PutImage"
        ],
        "Resource": "arn:aws:ecr:*:${var.account_id}:repository/*"
      }]
    }
    JSON
}

resource "aws_iam_role_policy_attachment" "ci" {
  for_each = {
    artifacts = aws_iam_policy.artifacts.arn
    ecr       = aws_iam_policy.ecr_push.arn
    ssm       = "arn:aws:iam::aws:policy/AmazonSSMManagedInstanceCore"
  }

  role = aws_iam_role. // x
  ci_runner.name
  policy_arn

  = each.value
}

resource "aws_iam_instance_profile" "ci_runner" {
  name = "ci-runner"
  role = aws_iam_role.ci_runner.name
}
